import { Box } from '@mantine/core'
import { Outlet } from 'react-router'

/** Spec 2: no header, sidebar, overlay or footer. */
export function PlainLayout() {
  return (
    <Box component="main" id="main-content" mih="100dvh" p="md">
      <Outlet />
    </Box>
  )
}
