import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { AccountsConfigModule } from './accounts-config.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { FirstAdminService } from './first-admin.service';
import { JwtStrategy } from './jwt.strategy';
import { PhantomCode, PhantomCodeSchema } from './phantom-code.schema';
import { PhantomCodes } from './phantom-codes.service';
import { TokenService } from './token.service';

/**
 * Accounts and access control. Importing it registers AccessGuard globally, so every contract route
 * whose metadata names roles is protected wherever its controller lives.
 */
@Module({
  imports: [
    AccountsConfigModule,
    UsersModule,
    SessionsModule,
    MailModule,
    PassportModule,
    JwtModule.register({}),
    MongooseModule.forFeature([{ name: PhantomCode.name, schema: PhantomCodeSchema }]),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    TokenService,
    JwtStrategy,
    FirstAdminService,
    PhantomCodes,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService],
})
export class AuthModule {}
