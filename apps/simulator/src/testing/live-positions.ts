/** A moving vehicle's live position at a latitude (the live hub and relay tests). */
export const livePosition = (id: number, latitude: number) => ({
  id,
  latitude,
  longitude: 106.8,
  heading: 90,
  speedKmh: 40,
  status: 'moving' as const,
  reportedAt: 1_000,
});
