import { LR_PHOTO_MAX_BYTES, LR_PHOTO_TYPES, lrFieldsSchema } from '@contract/admin'
import type { FieldErrors } from '../../ui/form'
import { checkWith } from '../kit/issues'

// The lorry receipt form: the photo is checked here before a slow upload, the server checks its
// bytes again; the LR number and transporter are checked with the API's own schema.

export const LR_PHOTO_MB = Math.round(LR_PHOTO_MAX_BYTES / (1024 * 1024))
export const LR_PHOTO_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP photo'
export const LR_PHOTO_SIZE_MESSAGE = `The photo must be ${LR_PHOTO_MB} MB or smaller`
export const LR_PHOTO_MISSING_MESSAGE = 'Choose the LR photo'

export const checkLrPhoto = (file: Pick<File, 'size' | 'type'> | null | undefined): string | undefined => {
  if (!file) return LR_PHOTO_MISSING_MESSAGE
  if (!(LR_PHOTO_TYPES as readonly string[]).includes(file.type)) return LR_PHOTO_TYPE_MESSAGE
  if (file.size > LR_PHOTO_MAX_BYTES) return LR_PHOTO_SIZE_MESSAGE
  if (file.size === 0) return LR_PHOTO_MISSING_MESSAGE
  return undefined
}

export type LrValues = {
  lr_number: string
  transporter: string
}

export const lrFieldErrors = (values: LrValues): FieldErrors<keyof LrValues> =>
  checkWith(lrFieldsSchema, values).errors

// Once a photo is there, it need not be sent again.
export const lrPhotoError = (file: Pick<File, 'size' | 'type'> | null, hasPhoto: boolean) =>
  file || !hasPhoto ? checkLrPhoto(file) : undefined

// Once a photo is there, the LR number or transporter may be corrected without sending it again.
export const validateLr = (
  values: LrValues,
  file: Pick<File, 'size' | 'type'> | null,
  hasPhoto = false,
): FieldErrors => {
  const photo = lrPhotoError(file, hasPhoto)
  const errors = lrFieldErrors(values)
  return photo ? { photo, ...errors } : errors
}
