import { z } from 'zod';
import { VIDEO_TYPES } from './video-source';

/** The shapes of service videos in the API's answers (the rules for their addresses: video-source.ts). */

/** A video as a public page shows it: where it plays from and its title in the page's language. */
export const serviceVideoSchema = z.object({ url: z.string(), title: z.string() });
export type ServiceVideo = z.infer<typeof serviceVideoSchema>;

/** A video as the admin edits it: the title in both languages ('' Arabic shows the English one). */
export const adminServiceVideoSchema = z.object({ url: z.string(), title: z.string(), titleAr: z.string() });
export type AdminServiceVideo = z.infer<typeof adminServiceVideoSchema>;

/** What the admin's video upload answers: the stored file's address, to name in a service's videos. */
export const uploadedVideoSchema = z.object({
  url: z.string(),
  contentType: z.enum(VIDEO_TYPES),
  size: z.number().int().positive(),
  name: z.string(),
});
