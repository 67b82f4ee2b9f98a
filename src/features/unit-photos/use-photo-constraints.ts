// The photo constraints of the server's configuration (listing spec §5: photosConstraints), read
// once per page: they bound what the picker offers and what is checked before an upload.
import { useEffect, useState } from "react";
import type { Configuration, PhotosConstraints } from "../../../domain/configuration/configuration.ts";
import { useSession } from "../../app/session.tsx";

export function usePhotoConstraints(): PhotosConstraints | undefined {
  const { api } = useSession();
  const [constraints, setConstraints] = useState<PhotosConstraints>();
  useEffect(() => {
    let live = true;
    // The constraints do not depend on the language; without them the page cannot check a file,
    // so it offers no upload until they arrive (the photo list says why when offline).
    api.request<Configuration>("GET", "/api/app/properties-configuration").then(
      (configuration) => {
        if (live) setConstraints(configuration.propertyUnit.photosConstraints);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return constraints;
}
