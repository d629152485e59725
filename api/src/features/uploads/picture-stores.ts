// The one place that picks the picture store from the configuration (beside the interface, not inside it).
import type { UploadsConfig } from '../../config.js';
import { diskPictures } from './disk-pictures.js';
import type { PictureStore } from './picture-store.js';
import { s3Pictures } from './s3-pictures.js';

export function createPictureStore(uploads: UploadsConfig): PictureStore {
  return uploads.kind === 's3' ? s3Pictures(uploads) : diskPictures(uploads.dir);
}

/** The address a newly stored picture is given: our /uploads/* or UPLOADS_PUBLIC_URL (a CDN, the bucket's own). */
export function pictureUrl(uploads: UploadsConfig, name: string): string {
  return `${uploads.publicUrl ?? '/uploads'}/${name}`;
}
