import '@mantine/core/styles.css'
