/**
 * Failpoints: named places in a write path where the crash tests make the server die at once, as a
 * power cut would. `REELBASE_FAILPOINTS=upload.finish.joined,...` names the points; the process
 * then kills itself (SIGKILL: no clean-up, no flush) when it reaches one of them. Unset, a
 * failpoint costs one lookup in an empty set.
 *
 * The points:
 * - `upload.finish.marked`: the session is marked finished, the parts not joined yet.
 * - `upload.finish.joined`: the source is joined and stored, the video not yet `processing`.
 * - `video.files.copied`: a copy's source is duplicated, its thumbnail and renditions not yet.
 * - `ftp.import.stored`: an FTP file is stored as the source, the video not yet `processing`.
 */
const active = new Set(
  (process.env.REELBASE_FAILPOINTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

export function failpoint(name: string): void {
  if (active.has(name)) process.kill(process.pid, 'SIGKILL');
}
