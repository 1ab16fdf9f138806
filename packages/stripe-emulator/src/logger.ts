/** The logging surface the emulator needs; a pino logger fits it as is. */
export interface EmulatorLogger {
  info(objOrMessage: object | string, message?: string): void;
  warn(objOrMessage: object | string, message?: string): void;
  error(objOrMessage: object | string, message?: string): void;
}

export const silentLogger: EmulatorLogger = {
  info() {},
  warn() {},
  error() {},
};
