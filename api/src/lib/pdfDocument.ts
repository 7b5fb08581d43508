/** A new pdfkit document; pdfkit takes most of a second to load, so the first document loads it, not the server's start. */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}
