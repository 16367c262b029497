// The explorer's map (Leaflet): the company, the places found (picked ones filled) and the area a Nearby
// Search covers. Tiles come from the URL the API gives (MAP_TILE_URL), so tests serve their own.
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { LatLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { TExplorerPlaceDto, TExplorerStatusDto } from '@agenda/shared/schemas/explorer';

export interface TMapArea {
  latitude: number;
  longitude: number;
  radius_m: number;
}

/** Brazil as a whole, when the company has no address on the map. */
const BRAZIL = { center: [-14.2, -51.9] as [number, number], zoom: 4 };
const BRAND = '#4338ca';
const PICKED = '#047857';

function areaOf(bounds: LatLngBounds): TMapArea {
  const center = bounds.getCenter();
  // The circle that reaches the nearer edge of the view, between 100 m and the API's 50 km.
  const reach = Math.min(center.distanceTo([bounds.getNorth(), center.lng]), center.distanceTo([center.lat, bounds.getEast()]));
  return { latitude: center.lat, longitude: center.lng, radius_m: Math.round(Math.min(50_000, Math.max(100, reach))) };
}

function Follow({ places, onArea }: { places: TExplorerPlaceDto[]; onArea: (area: TMapArea) => void }) {
  const map = useMap();
  useMapEvents({ moveend: () => onArea(areaOf(map.getBounds())) });
  useEffect(() => {
    onArea(areaOf(map.getBounds()));
  }, [map, onArea]);
  useEffect(() => {
    const points = places.flatMap((p) =>
      p.latitude !== null && p.longitude !== null ? [[p.latitude, p.longitude] as [number, number]] : [],
    );
    if (points.length) map.fitBounds(points, { padding: [32, 32], maxZoom: 16 });
  }, [map, places]);
  return null;
}

export function PlacesMap(props: {
  status: TExplorerStatusDto;
  places: TExplorerPlaceDto[];
  picked: Set<string>;
  onToggle: (id: string) => void;
  onArea: (area: TMapArea) => void;
}) {
  const { status, places, picked } = props;
  const start = status.center ? { center: [status.center.latitude, status.center.longitude] as [number, number], zoom: 14 } : BRAZIL;
  return (
    <div className="h-72 overflow-hidden rounded-xl border border-border sm:h-96" role="region" aria-label="Mapa dos resultados">
      <MapContainer center={start.center} zoom={start.zoom} className="h-full w-full" scrollWheelZoom={false}>
        <TileLayer url={status.tiles.url} attribution={status.tiles.attribution} />
        {status.center ? (
          <CircleMarker
            center={[status.center.latitude, status.center.longitude]}
            radius={9}
            pathOptions={{ color: '#111827', fillOpacity: 0.9 }}
          >
            <Tooltip>Sua empresa</Tooltip>
          </CircleMarker>
        ) : null}
        {places.map((p) =>
          p.latitude !== null && p.longitude !== null ? (
            <CircleMarker
              key={p.id}
              center={[p.latitude, p.longitude]}
              radius={8}
              pathOptions={{ color: picked.has(p.id) ? PICKED : BRAND, fillOpacity: picked.has(p.id) ? 0.9 : 0.35 }}
              eventHandlers={{ click: () => props.onToggle(p.id) }}
            >
              <Tooltip>{p.name}</Tooltip>
            </CircleMarker>
          ) : null,
        )}
        <Follow places={places} onArea={props.onArea} />
      </MapContainer>
    </div>
  );
}
