import type { Document } from 'bson';
import type { Access } from './access';
import type { CursorRegistry } from './cursors';
import type { Store } from './store';
import type { Transaction } from './transactions';

/** Everything a command handler needs. Handlers are synchronous: each command is atomic. */
export interface CommandContext {
  store: Store;
  cursors: CursorRegistry;
  body: Document;
  /** the database the command ran against ($db) */
  db: string;
  access: Access;
  txn?: Transaction;
  connectionId: number;
}

export type CommandHandler = (ctx: CommandContext) => Document;
