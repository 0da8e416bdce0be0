import type { FastifyReply } from 'fastify';

/** Adds a request header to the answer's `Vary`, once, keeping what other layers already listed. */
export function varyBy(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const listed = typeof current === 'string' ? current : '';
  if (listed === '*') return;
  const names = listed.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes(header.toLowerCase())) return;
  reply.header('vary', listed ? `${listed}, ${header}` : header);
}
