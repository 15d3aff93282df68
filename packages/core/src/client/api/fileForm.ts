/** A multipart body holding one file; the runtime sets the boundary header. */
export function fileForm(file: Blob, fieldName = 'file', fileName?: string): FormData {
  const form = new FormData();
  if (fileName === undefined) form.append(fieldName, file);
  else form.append(fieldName, file, fileName);
  return form;
}
