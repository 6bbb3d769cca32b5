import type { FastifyReply } from 'fastify';

/**
 * Answers with a PDF the browser saves under `fileName` (a removal's proof, a postal letter): the member's own
 * document, never kept by a shared cache.
 */
export function sendPdfAttachment(reply: FastifyReply, file: { pdf: Buffer; fileName: string }): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** The OpenAPI description of such an answer. */
export const PDF_FILE_RESPONSE = {
  description: 'the PDF file',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;
