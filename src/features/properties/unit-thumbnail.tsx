// A unit's cover photo beside its title (listing spec §3 `thumbnail`), from the unit document the
// local store keeps, so a row costs no request but the image itself, and that only once the row is
// near the screen (loading="lazy"). A unit without photos shows a neutral box of the same size, so
// rows line up. The title beside it names the unit, so the image is decorative.
export function UnitThumbnail(props: { src: string | null }) {
  return props.src ? (
    <img
      className="unit-thumbnail"
      src={props.src}
      alt=""
      loading="lazy"
      decoding="async"
      width={40}
      height={40}
      data-testid="unit-thumbnail"
    />
  ) : (
    <span className="unit-thumbnail" aria-hidden="true" data-testid="unit-thumbnail-placeholder" />
  );
}
