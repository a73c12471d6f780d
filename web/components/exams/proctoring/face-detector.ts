/**
 * BlazeFace short-range in the candidate's browser (TensorFlow.js, WebAssembly backend). Loaded
 * only by the exam screen, through a dynamic import (never in the staff or public bundles); the
 * weights and the wasm files come from our own origin (/vendor/, copied by the build). Nothing
 * leaves the browser here: the counts and boxes are what the exam screen reports.
 */
export type FaceBox = { x: number; y: number; width: number; height: number; score: number | null }
export type FaceDetector = { detect(video: HTMLVideoElement): Promise<FaceBox[]> }

export const FACE_MODEL_URL = '/vendor/face-detection/facemesh-detection-short.json'
export const TFJS_WASM_PATH = '/vendor/tfjs-wasm/'
export const FACE_DETECT_MEASURE = 'hirely:face-detect'

let loading: Promise<FaceDetector> | null = null

async function load(): Promise<FaceDetector> {
  const [tf, wasm, faces] = await Promise.all([
    import('@tensorflow/tfjs-core'),
    import('@tensorflow/tfjs-backend-wasm'),
    import('@tensorflow-models/face-detection'),
  ])
  wasm.setWasmPaths(TFJS_WASM_PATH)
  await tf.setBackend('wasm')
  await tf.ready()
  const detector = await faces.createDetector(faces.SupportedModels.MediaPipeFaceDetector, {
    runtime: 'tfjs',
    modelType: 'short',
    maxFaces: 5,
    detectorModelUrl: FACE_MODEL_URL,
  })
  return {
    async detect(video) {
      // tfjs reads the element's width/height: set them to the stream's size, or it sees 0×0.
      if (video.videoWidth && (video.width !== video.videoWidth || video.height !== video.videoHeight)) {
        video.width = video.videoWidth
        video.height = video.videoHeight
      }
      const started = performance.now()
      const found = await detector.estimateFaces(video, { flipHorizontal: false })
      // Read by `npm run bench -- face` (milliseconds per frame in Chromium); costs nothing else.
      performance.measure(FACE_DETECT_MEASURE, { start: started, end: performance.now() })
      return found.map((f) => ({
        x: Math.round(f.box.xMin),
        y: Math.round(f.box.yMin),
        width: Math.round(f.box.width),
        height: Math.round(f.box.height),
        score: null,
      }))
    },
  }
}

/** The one detector of the page (the model loads once). */
export function faceDetector(): Promise<FaceDetector> {
  loading ??= load().catch((err: unknown) => {
    loading = null
    throw err
  })
  return loading
}

/** A small JPEG of the camera (≤ 320 px wide) as a data URL: the snapshot a warning carries. */
export function snapshotOf(video: HTMLVideoElement, width = 320): string | undefined {
  if (!video.videoWidth) return undefined
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = Math.round((video.videoHeight / video.videoWidth) * width)
  const ctx = canvas.getContext('2d')
  if (!ctx) return undefined
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height)
  const url = canvas.toDataURL('image/jpeg', 0.7)
  return url.startsWith('data:image/jpeg') ? url : undefined
}
