import { Module } from '@nestjs/common';
import { AccountsConfigModule } from '../auth/accounts-config.module';
import { MailService } from './mail.service';

@Module({
  imports: [AccountsConfigModule],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
