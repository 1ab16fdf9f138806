/** Every text of features/photos a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, number } from '@/lib/i18n';

/** The dish form's photo: upload, preview, remove (the refusals' texts are the shared messages, as the API says them). */
export const photoFieldTexts = defineTexts('photos.photoFieldTexts', {
  legend: 'Photo',
  upload: 'Upload photo',
  replace: 'Replace photo',
  remove: 'Remove photo',
  hint: (megabytes: number) => `JPEG, PNG or WebP, up to ${number(megabytes)} MB. Guests see it on the order page.`,
  /** `fraction` from 0 to 1: how much of the file has been sent. */
  uploading: (fraction: number) => `Uploading the photo… ${number(fraction, { style: 'percent', maximumFractionDigits: 0 })}`,
  /** The file is sent; the server resizes it. */
  processing: 'Preparing the photo…',
  uploaded: 'Photo uploaded. Save the dish to show it.',
  removed: 'Photo removed. Save the dish to apply.',
  preview: 'Preview of the dish’s photo',
  failed: 'The photo could not be uploaded. Please try again.',
});
