// The part of jsdom's API the Messenger adapter test uses (jsdom ships no types; @types/jsdom lags its majors).
declare module 'jsdom' {
  export interface JSDOMOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    resources?: 'usable';
  }
  export class JSDOM {
    constructor(html: string, options?: JSDOMOptions);
    readonly window: Window;
  }
}
