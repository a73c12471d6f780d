/**
 * `@tensorflow-models/face-detection` imports the MediaPipe runtime's `FaceDetection` at the top of
 * its bundle, whichever runtime is chosen. The exam uses the tfjs runtime (faster here, weights
 * from our origin; docs/proctoring.md), and MediaPipe's script is not an ES module (no export a
 * bundler can see), so vite.config.ts points the import here: choosing the MediaPipe runtime
 * fails loudly instead of loading a CDN script.
 */
export class FaceDetection {
  constructor() {
    throw new Error('The MediaPipe face-detection runtime is not part of this build: use the tfjs runtime.')
  }
}
