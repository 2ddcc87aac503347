/**
 * Caps on stored upload bytes (issue 16, finding 4; decision 123): one for an owner of uploads
 * (a client address, a property profile), answered 429, and one for the whole site, answered 507.
 * Plot plans and site plans count theirs through these two functions.
 */
export type UploadRoomRefusal = 'UPLOAD_QUOTA_EXCEEDED' | 'UPLOAD_STORAGE_FULL';

/** The HTTP status of each refusal. */
export const UPLOAD_ROOM_STATUS: Record<UploadRoomRefusal, number> = {
  UPLOAD_QUOTA_EXCEEDED: 429,
  UPLOAD_STORAGE_FULL: 507,
};

export interface StoredBytesCap {
  refusal: UploadRoomRefusal;
  /** The most bytes stored under this cap. */
  max: number;
  readStored: () => Promise<number>;
}

/** The refusal of the first cap that `byteCount` more bytes would overrun, if any. */
export async function findUploadRoomRefusal(
  caps: StoredBytesCap[],
  byteCount: number,
): Promise<UploadRoomRefusal | undefined> {
  for (const cap of caps) {
    if ((await cap.readStored()) + byteCount > cap.max) return cap.refusal;
  }
  return undefined;
}

/**
 * The bytes one more upload may take under every cap (0 when one is full), and the refusal of the
 * first cap leaving the least: read before an upload's body, so an upload that cannot fit is
 * refused unread and one that grows past the room is cut off (issue 36).
 */
export async function measureUploadRoom(
  caps: StoredBytesCap[],
): Promise<{ room: number; refusal: UploadRoomRefusal | undefined }> {
  let room = Number.POSITIVE_INFINITY;
  let refusal: UploadRoomRefusal | undefined;
  for (const cap of caps) {
    const left = Math.max(0, cap.max - (await cap.readStored()));
    if (left < room) {
      room = left;
      refusal = cap.refusal;
    }
  }
  return { room, refusal };
}
