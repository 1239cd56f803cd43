import { Button, FileButton, Group, Image, Text } from '@mantine/core'
import { IconPhotoUp, IconTrash } from '@tabler/icons-react'

/**
 * A logo's preview (or a note that there is none) with its upload and remove buttons; the buttons only
 * where `editable`. Test ids: `${testId}-preview`, `-upload`, `-remove`.
 */
export function LogoPicker({
  src,
  alt,
  noLogo,
  uploadLabel,
  removeLabel,
  accept,
  uploading,
  editable = true,
  onFile,
  onRemove,
  testId,
}: {
  src: string | null
  alt: string
  noLogo: string
  uploadLabel: string
  removeLabel: string
  accept: string
  uploading?: boolean
  editable?: boolean
  onFile: (file: File) => void
  onRemove: () => void
  testId: string
}) {
  return (
    <Group>
      {src ? (
        <Image src={src} alt={alt} h={56} w="auto" fit="contain" data-testid={`${testId}-preview`} />
      ) : (
        <Text size="sm" c="dimmed">
          {noLogo}
        </Text>
      )}
      {editable ? (
        <>
          <FileButton onChange={(file) => file && onFile(file)} accept={accept}>
            {(props) => (
              <Button
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={uploading}
                {...props}
                data-testid={`${testId}-upload`}
              >
                {uploadLabel}
              </Button>
            )}
          </FileButton>
          {src ? (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onRemove}
              data-testid={`${testId}-remove`}
            >
              {removeLabel}
            </Button>
          ) : null}
        </>
      ) : null}
    </Group>
  )
}
