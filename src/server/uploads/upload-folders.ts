import { BLOG_COVERS_FOLDER } from './blog-covers';
import { ITEM_IMAGES_FOLDER } from './item-images';
import { LIST_PHOTOS_FOLDER } from './list-photos';
import { PROFILE_PHOTOS_FOLDER } from './profile-photos';

/** Every folder of the file storage that uploads are kept in. */
export const UPLOAD_FOLDERS = [
  BLOG_COVERS_FOLDER,
  ITEM_IMAGES_FOLDER,
  LIST_PHOTOS_FOLDER,
  PROFILE_PHOTOS_FOLDER,
] as const;
