/** happy-dom's window sizes the media queries (`useIsDesktop`); tests set a phone or a desktop. */
type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } }

export const setViewport = (width: number, height = 800) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height })
export const PHONE = 390
export const DESKTOP = 1024
