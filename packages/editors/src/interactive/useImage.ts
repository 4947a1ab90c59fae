import { useEffect, useState } from 'react';

const images = new Map<string, HTMLImageElement>();

const loaded = (image: HTMLImageElement | undefined) => (image?.complete && image.naturalWidth > 0 ? image : undefined);

/** The picture at `url` once it has loaded (pictures are shared between elements), or undefined. */
export function useImage(url: string): HTMLImageElement | undefined {
  const [image, setImage] = useState(() => (url ? loaded(images.get(url)) : undefined));
  useEffect(() => {
    if (!url) {
      setImage(undefined);
      return;
    }
    let picture = images.get(url);
    if (!picture) {
      picture = new Image();
      picture.decoding = 'async';
      picture.src = url;
      images.set(url, picture);
    }
    const ready = loaded(picture);
    setImage(ready);
    if (ready) return;
    const target = picture;
    const onLoad = () => setImage(target);
    const onError = () => setImage(undefined);
    target.addEventListener('load', onLoad);
    target.addEventListener('error', onError);
    return () => {
      target.removeEventListener('load', onLoad);
      target.removeEventListener('error', onError);
    };
  }, [url]);
  return image;
}
