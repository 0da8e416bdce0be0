import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from './user.schema';
import { UsersAdminController } from './users-admin.controller';
import { UsersService } from './users.service';

/**
 * Accounts as stored. The admin's customer list is guarded by the global AccessGuard of AuthModule, which
 * imports this module (so this one cannot import it back).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }])],
  controllers: [UsersAdminController],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
