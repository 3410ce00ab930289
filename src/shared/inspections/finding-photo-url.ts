/** Where the customer's page reads a photo of a finding: only through the link's token, never by the photo's id alone. */
export function publicFindingPhotoUrl(token: string, photoId: string): string {
  return `/api/public/estimates/${encodeURIComponent(token)}/photos/${encodeURIComponent(photoId)}`;
}
