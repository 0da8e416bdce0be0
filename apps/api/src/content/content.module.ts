import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FilesModule } from '../files/files.module';
import { ContentAdminController } from './content-admin.controller';
import { ContentCacheInterceptor, ContentCacheService } from './content-cache';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { GalleryItem, GalleryItemSchema } from './gallery-item.schema';
import { PictureService } from './picture.service';
import { Post, PostSchema } from './post.schema';

/** The gallery and the blog (docs/decisions/013-real-blog.md). */
@Module({
  imports: [
    FilesModule,
    MongooseModule.forFeature([
      { name: GalleryItem.name, schema: GalleryItemSchema },
      { name: Post.name, schema: PostSchema },
    ]),
  ],
  controllers: [ContentController, ContentAdminController],
  providers: [ContentService, PictureService, ContentCacheService, ContentCacheInterceptor],
  exports: [ContentService, PictureService],
})
export class ContentModule {}
