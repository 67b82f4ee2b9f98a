// Whether a PDF is whole enough to be a document: a version header (`%PDF-1.7`, `%PDF-2.0`) and an
// end-of-file marker (`%%EOF`) near its end, as ISO 32000 §7.5 frames every PDF. A PDF cut short
// in transfer has no trailer to find its objects by and shows nothing; readers accept up to 1 KiB
// after the marker (Acrobat's tolerance, kept here), since some writers append a newline or junk.
// Nothing inside is parsed: identity documents are stored as sent and never served back (see
// docs/decisions.md, "Uploads: metadata stripped").
const tail = 1024;

export function pdfFault(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 8));
  if (!/^%PDF-[12]\.\d$/.test(head)) return "the PDF has no version header";
  const end = String.fromCharCode(...bytes.subarray(Math.max(0, bytes.length - tail)));
  if (!end.includes("%%EOF")) return "the PDF ends before its end-of-file marker";
  return undefined;
}
