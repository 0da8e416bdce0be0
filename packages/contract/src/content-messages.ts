/** The content domain's answers and rule sentences (gallery and blog), keyed by their stable code. */
export const contentMessages = {
  postNotFound: 'Post not found',
  galleryItemNotFound: 'Gallery item not found',
  postDeleted: 'The post has been deleted.',
  galleryItemDeleted: 'The gallery item has been deleted.',
  slugInvalid: 'Use lower-case letters, digits and single hyphens only.',
  slugTaken: 'Another post already uses this slug.',
  imageInvalid: 'Choose an image stored on this site.',
  imageNotFound: 'The chosen image no longer exists.',
  publishedAtInvalid: 'Enter a valid date and time.',
  contentChangedMeanwhile:
    'Someone else saved this after you opened it. Open it again to see their changes, then make yours.',
} as const;
