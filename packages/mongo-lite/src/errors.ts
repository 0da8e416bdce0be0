/**
 * A MongoDB server error as the wire protocol reports it: `{ ok: 0, errmsg, code, codeName }`.
 * Every refusal and failure inside mongo-lite is one of these, so the driver raises a MongoServerError
 * carrying the same code a real MongoDB would send.
 */
export class MongoLiteError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly errorLabels: string[] = [],
    /** extra fields copied into the error reply (e.g. keyPattern, keyValue for 11000) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'MongoLiteError';
  }
}

export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  InvalidDBRef: 10,
  TypeMismatch: 14,
  Overflow: 15,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  NamespaceExists: 48,
  InvalidOptions: 72,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidNamespace: 73,
  NamespaceNotFound: 26,
  WriteConflict: 112,
  NoSuchTransaction: 251,
  NotImplemented: 238,
  DuplicateKey: 11000,
  Location: 40324,
  IllegalOperation: 20,
  CannotCreateIndex: 67,
  CannotIndexParallelArrays: 171,
  TransactionTooOld: 225,
  TransactionCommitted: 256,
  OperationNotSupportedInTransaction: 263,
  NoSuchSession: 206,
  ConflictingOperationInProgress: 117,
  BSONObjectTooLarge: 10334,
  InternalError: 1,
} as const;

const names: Record<number, string> = Object.fromEntries(
  Object.entries(ErrorCodes).map(([name, code]) => [code, name]),
);

export function mongoError(code: number, message: string, extra?: Record<string, unknown>): MongoLiteError {
  return new MongoLiteError(code, names[code] ?? 'Location' + code, message, [], extra);
}

/** The single way mongo-lite refuses something MongoDB supports but it does not. */
export function unsupported(what: string): MongoLiteError {
  return mongoError(ErrorCodes.NotImplemented, `mongo-lite does not support ${what}`);
}

/** Whether `error` is one of mongo-lite's own refusals (as opposed to an answer MongoDB gives too). */
export function isUnsupported(error: unknown): boolean {
  return (
    error instanceof MongoLiteError &&
    error.code === ErrorCodes.NotImplemented &&
    error.message.startsWith('mongo-lite does not support')
  );
}
