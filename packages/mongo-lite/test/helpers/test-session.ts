import { Binary, Long } from 'bson';

/**
 * A logical session as a driver would send it, numbered by `byte`: the fields of the command that starts
 * its next transaction, and of one that continues the current one.
 */
export function testSession(byte: number) {
  let txnNumber = 0;
  const lsid = { id: new Binary(Buffer.alloc(16, byte), 4) };
  return {
    lsid,
    start: () => ({
      lsid,
      txnNumber: Long.fromNumber(++txnNumber),
      autocommit: false,
      startTransaction: true,
    }),
    current: () => ({ lsid, txnNumber: Long.fromNumber(txnNumber), autocommit: false }),
  };
}
