/**
 * Encrypted persistence for the auth state. AES-GCM 256 with a non-extractable CryptoKey that
 * lives in IndexedDB (CryptoKeys are structured-cloneable, so the raw key bytes never reach
 * script); localStorage holds only `{ iv, ct }` per name. Without IndexedDB (some test
 * environments) the key is kept in memory: values then last only for this page's lifetime.
 */
const STORAGE_PREFIX = 'hirely.secure.'
const DB_NAME = 'hirely-secure'
const STORE = 'keys'
const KEY_ID = 'storage-key'

type Sealed = { v: 1; iv: string; ct: string }

let keyPromise: Promise<CryptoKey> | null = null

const generateKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])

function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

async function keyFromIndexedDb(): Promise<CryptoKey> {
  const open = indexedDB.open(DB_NAME, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(STORE)
  const db = await idbRequest(open)
  try {
    const existing = await idbRequest<CryptoKey | undefined>(db.transaction(STORE).objectStore(STORE).get(KEY_ID))
    if (existing) return existing
    const fresh = await generateKey()
    // Two tabs may race here: get-or-put inside one readwrite transaction keeps the first key.
    return await new Promise<CryptoKey>((resolve, reject) => {
      const store = db.transaction(STORE, 'readwrite').objectStore(STORE)
      const get = store.get(KEY_ID)
      get.onerror = () => reject(get.error)
      get.onsuccess = () => {
        if (get.result) return resolve(get.result as CryptoKey)
        const put = store.put(fresh, KEY_ID)
        put.onsuccess = () => resolve(fresh)
        put.onerror = () => reject(put.error)
      }
    })
  } finally {
    db.close()
  }
}

function getKey(): Promise<CryptoKey> {
  keyPromise ??= (typeof indexedDB === 'undefined' ? generateKey() : keyFromIndexedDb()).catch((err: unknown) => {
    keyPromise = null
    throw err
  })
  return keyPromise
}

/** Test hook: forget the cached key (as a page reload would). */
export function resetSecureKeyCache(): void {
  keyPromise = null
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  // Chunked: spreading a large array into fromCharCode overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const storageKey = (name: string) => STORAGE_PREFIX + name
// The name is bound as additional data, so one entry's ciphertext cannot be replayed as another's.
const aad = (name: string) => new TextEncoder().encode(name)

export async function saveSecure(name: string, value: unknown): Promise<void> {
  const key = await getKey()
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = new TextEncoder().encode(JSON.stringify(value))
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(name) }, key, plain))
  const sealed: Sealed = { v: 1, iv: toBase64(iv), ct: toBase64(ct) }
  localStorage.setItem(storageKey(name), JSON.stringify(sealed))
}

export async function loadSecure<T>(name: string): Promise<T | null> {
  const raw = localStorage.getItem(storageKey(name))
  if (raw === null) return null
  try {
    const sealed = JSON.parse(raw) as Sealed
    const key = await getKey()
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: aad(name) },
      key,
      fromBase64(sealed.ct),
    )
    return JSON.parse(new TextDecoder().decode(plain)) as T
  } catch {
    clearSecure(name)
    return null
  }
}

export function clearSecure(name: string): void {
  localStorage.removeItem(storageKey(name))
}
