/** Errors of the control API (`/__sandbox/...`): plain `{ message }` bodies with a status. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: string): ControlError =>
  new ControlError(404, `${what} ${id} not found`);
export const conflict = (message: string): ControlError => new ControlError(409, message);
export const invalid = (message: string): ControlError => new ControlError(400, message);
