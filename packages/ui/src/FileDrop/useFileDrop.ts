import { type ChangeEvent, type DragEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { collectFiles, takeDroppedItems } from './fileEntries.ts';
import { dropOutsideMessage, type FileRejection, type FileRules, partitionFiles } from './fileRules.ts';

export interface UseFileDropOptions extends FileRules {
  /** Called with the accepted files of a drop or a choice (folders are walked). */
  onAccept?: (files: File[]) => void;
  /** Called with the rejected files and the text to show for each. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Called when files are dropped anywhere outside the area while it is mounted. */
  onDropOutside?: (message: string) => void;
  isDisabled?: boolean;
}

const carriesFiles = (event: { dataTransfer: DataTransfer | null }) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drop and choose behaviour without markup: drag state, folder walking, accept/size checks, and a
 * window listener that reports drops outside `areaRef` ("Please drop your file into the target box.").
 */
export function useFileDrop(options: UseFileDropOptions, areaRef: RefObject<HTMLElement | null>) {
  const [isDropTarget, setDropTarget] = useState(false);
  const [lastMessage, setLastMessage] = useState<string | null>(null);
  const depth = useRef(0);
  const latest = useRef(options);
  latest.current = options;

  const handleFiles = (files: File[]) => {
    const { accepted, rejected } = partitionFiles(files, latest.current);
    setLastMessage(rejected.length > 0 ? rejected.map((r) => r.message).join(' ') : null);
    if (accepted.length > 0) latest.current.onAccept?.(accepted);
    if (rejected.length > 0) latest.current.onReject?.(rejected);
  };

  useEffect(() => {
    const onWindowDragOver = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const onWindowDrop = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (areaRef.current?.contains(event.target as Node)) return;
      setLastMessage(dropOutsideMessage);
      latest.current.onDropOutside?.(dropOutsideMessage);
    };
    window.addEventListener('dragover', onWindowDragOver);
    window.addEventListener('drop', onWindowDrop);
    return () => {
      window.removeEventListener('dragover', onWindowDragOver);
      window.removeEventListener('drop', onWindowDrop);
    };
  }, [areaRef]);

  const dropProps = {
    onDragEnter: (event: DragEvent) => {
      if (options.isDisabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDropTarget(true);
    },
    onDragOver: (event: DragEvent) => {
      if (options.isDisabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDropTarget(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      depth.current = 0;
      setDropTarget(false);
      if (options.isDisabled) return;
      const items = takeDroppedItems(event.dataTransfer);
      void collectFiles(items).then(handleFiles);
    },
  };

  const inputProps = {
    type: 'file' as const,
    multiple: true,
    accept: options.accept?.join(','),
    disabled: options.isDisabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      handleFiles(Array.from(event.target.files ?? []));
      event.target.value = '';
    },
  };

  return { isDropTarget, lastMessage, dropProps, inputProps };
}
