import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FilesModule } from '../files/files.module';
import { AdminContentController } from './admin-content.controller';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { GalleryItem, GalleryItemSchema } from './gallery-item.schema';
import { PictureStore } from './picture-store';
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
  controllers: [ContentController, AdminContentController],
  providers: [ContentService, PictureStore],
  exports: [ContentService, PictureStore],
})
export class ContentModule {}
