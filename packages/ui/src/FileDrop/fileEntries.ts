/** A dropped thing: a file now, or a directory entry to walk. */
type DroppedItem = { file: File } | { entry: FileSystemEntry };

const readEntries = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));

const entryFile = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** All files below an entry; a directory reader returns its entries in batches until an empty one. */
export async function filesOfEntry(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile) return [await entryFile(entry as FileSystemFileEntry)];
  if (!entry.isDirectory) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const files: File[] = [];
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) {
    for (const child of batch) files.push(...(await filesOfEntry(child)));
  }
  return files;
}

/**
 * Takes what a drop carries. It must run during the drop event (the browser empties the items
 * afterwards); directories are walked later by `collectFiles`.
 */
export function takeDroppedItems(dataTransfer: DataTransfer): DroppedItem[] {
  const items: DroppedItem[] = [];
  const list = dataTransfer.items;
  if (list && list.length > 0) {
    for (const item of Array.from(list)) {
      if (item.kind !== 'file') continue;
      const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null;
      if (entry?.isDirectory) {
        items.push({ entry });
        continue;
      }
      const file = item.getAsFile();
      if (file) items.push({ file });
    }
    return items;
  }
  return Array.from(dataTransfer.files, (file) => ({ file }));
}

/** The files of dropped items, with every directory walked. */
export async function collectFiles(items: ReadonlyArray<DroppedItem>): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) {
    if ('file' in item) files.push(item.file);
    else files.push(...(await filesOfEntry(item.entry)));
  }
  return files;
}
