// Test helper: an SMTP server that refuses every recipient the way a real one does, quoting the address in
// its reply, so the API's real SMTP transport fails as it would against a mailbox that does not exist.
import { createServer, type Server, type Socket } from 'node:net';

export interface RefusingSmtp {
  url: string;
  /** The recipients refused so far. */
  refused: string[];
  close(): Promise<void>;
}

function answer(line: string, refused: string[]): string {
  const command = line.slice(0, 4).toUpperCase();
  if (command === 'EHLO' || command === 'HELO') return '250 mail.farm-test.ae';
  if (command === 'MAIL' || command === 'RSET' || command === 'NOOP') return '250 2.0.0 Ok';
  if (command === 'RCPT') {
    const recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
    refused.push(recipient);
    return `550 5.1.1 <${recipient}>: Recipient address rejected: User unknown in local recipient table`;
  }
  if (command === 'QUIT') return '221 2.0.0 Bye';
  return '502 5.5.2 Error: command not recognized';
}

export async function startRefusingSmtp(): Promise<RefusingSmtp> {
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffered = '';
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const reply = answer(line, refused);
        socket.write(`${reply}\r\n`);
        if (reply.startsWith('221')) socket.end();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.write('220 mail.farm-test.ae ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
