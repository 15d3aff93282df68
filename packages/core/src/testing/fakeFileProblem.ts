/**
 * Thrown while the fake reads an uploaded file, to stop at the first problem as the server's reader does;
 * the upload route answers it as the server's 400 on the `file` field.
 */
export class FakeFileProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FakeFileProblem';
  }
}
