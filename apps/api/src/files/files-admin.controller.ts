import { Controller, Req, UseInterceptors } from '@nestjs/common';
import {
  ADMIN_IMAGES_PER_UPLOAD,
  ENQUIRY_PHOTO_MAX_BYTES,
  VIDEO_MAX_BYTES,
  contract,
  messageRef,
} from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { ApiException, issueOf } from '../errors/error-body';
import { FilesService, fileUrl } from './files.service';
import type { UploadPolicy } from './upload-inspection';
import { UploadInterceptor, uploadedFiles } from './upload.interceptor';

/** Pictures for the shop and the content pages: public once stored, re-encoded like every photo. */
const imagePolicy: UploadPolicy = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: ENQUIRY_PHOTO_MAX_BYTES,
  private: false,
  typeCode: 'photoType',
  sizeCode: 'photoSize',
};

/** Service videos: MP4 or WebM by their bytes, stored as they came (docs/decisions/181-service-videos.md). */
const videoPolicy: UploadPolicy = {
  accept: ['video/mp4', 'video/webm'],
  maxBytes: VIDEO_MAX_BYTES,
  private: false,
  typeCode: 'videoType',
  sizeCode: 'videoSize',
};

/**
 * The admin's image upload. Every file is checked before any is stored, and a failure while storing
 * removes those already written, so a request stores all its images or none.
 */
@Controller()
export class FilesAdminController {
  constructor(private readonly files: FilesService) {}

  @TsRestHandler(contract.admin.uploadImages)
  @UseInterceptors(
    UploadInterceptor({
      name: 'images',
      maxCount: ADMIN_IMAGES_PER_UPLOAD,
      maxBytes: ENQUIRY_PHOTO_MAX_BYTES,
      tooLarge: 'photoSize',
      tooMany: 'tooManyFiles',
    }),
  )
  upload(@Req() req: Request) {
    return tsRestHandler(contract.admin.uploadImages, async () => {
      const received = uploadedFiles(req);
      if (received.length === 0)
        throw new ApiException(400, 'required', undefined, [issueOf('images', messageRef('required'))]);
      const accepted = [];
      for (const file of received) accepted.push(await this.files.accept(file, 'images', imagePolicy));
      const stored = await this.files.storeAll(accepted);
      return {
        status: 201 as const,
        body: {
          data: stored.map((file) => ({
            url: fileUrl(file.fileId),
            contentType: file.contentType,
            size: file.size,
            name: file.name,
          })),
        },
      };
    });
  }

  /** One video per request: multer stops reading past VIDEO_MAX_BYTES, so the body never sits whole in memory. */
  @TsRestHandler(contract.adminVideos.uploadVideo)
  @UseInterceptors(
    UploadInterceptor({
      name: 'video',
      maxCount: 1,
      maxBytes: VIDEO_MAX_BYTES,
      tooLarge: 'videoSize',
      tooMany: 'tooManyFiles',
    }),
  )
  uploadVideo(@Req() req: Request) {
    return tsRestHandler(contract.adminVideos.uploadVideo, async () => {
      const [received] = uploadedFiles(req);
      if (!received)
        throw new ApiException(400, 'required', undefined, [issueOf('video', messageRef('required'))]);
      const [file] = await this.files.storeAll([await this.files.accept(received, 'video', videoPolicy)]);
      return {
        status: 201 as const,
        body: {
          data: {
            url: fileUrl(file.fileId),
            contentType: file.contentType as 'video/mp4' | 'video/webm',
            size: file.size,
            name: file.name,
          },
        },
      };
    });
  }
}
