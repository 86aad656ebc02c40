import { Transform } from "node:stream";
import { ObjectTooLargeError } from "./types";

/** Passes bytes through until `maxBytes`, then fails the stream: the upload stops there. */
export function limitBytes(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}
