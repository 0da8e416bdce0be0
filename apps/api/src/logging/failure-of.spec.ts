import { failureOf } from './failure-of';

/** A refusal shaped as nodemailer's SMTP transport throws it. */
function smtpRefusal(address: string): Error {
  const reply = `550 5.1.1 <${address}>: Recipient address rejected: User unknown`;
  return Object.assign(new Error(`Can't send mail - all recipients were rejected: ${reply}`), {
    code: 'EENVELOPE',
    response: reply,
    responseCode: 550,
    command: 'RCPT TO',
    rejected: [address],
  });
}

describe('failureOf', () => {
  it("names an SMTP refusal by nodemailer's code, the reply code and the command, never by the address", () => {
    const described = failureOf(smtpRefusal('amina.buyer@example.com'));
    expect(described).toBe('Error (code EENVELOPE, reply 550, command RCPT TO)');
  });

  it('leaves out a code or command that is not a plain word, and the text of any error', () => {
    const crafted = Object.assign(new Error('amina@example.com'), {
      code: 'to <amina@example.com>',
      command: 'RCPT TO:<amina@example.com>',
    });
    expect(failureOf(crafted)).toBe('Error');
    expect(failureOf(Object.assign(new TypeError('no amina@example.com'), { code: 11000 }))).toBe(
      'TypeError (code 11000)',
    );
    expect(failureOf('amina@example.com')).toBe('a failure that is not an Error');
  });
});
