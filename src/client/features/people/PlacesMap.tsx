/**
 * The places linked to a person on a map that needs no tile server: Leaflet over Natural Earth's
 * land (1:50m, through the npm package world-atlas), drawn from this chunk, so it works offline.
 * Loaded only on the person page (it is its own chunk: Leaflet and the coastline, ~200 KB gzip).
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land50 from 'world-atlas/land-50m.json';
import type { PlaceRef } from '../../../shared/api';

const land = land50 as unknown as Topology<{ land: GeometryCollection }>;
const LAND = feature(land, land.objects.land);

export default function PlacesMap({ places, label }: { places: PlaceRef[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const map = L.map(ref.current!, { zoomSnap: 0.5, maxZoom: 10, minZoom: 2, worldCopyJump: true });
    map.attributionControl.setPrefix(false).addAttribution('Natural Earth');
    // the view first: Leaflet draws a layer against the map's view when it is added
    const points = places.filter((p) => p.lat !== null && p.lon !== null);
    if (points.length) {
      const bounds = L.latLngBounds(points.map((p) => [p.lat!, p.lon!] as [number, number]));
      map.fitBounds(bounds.pad(0.35), { maxZoom: 8 });
    } else map.setView([31.8, 35.2], 6);
    L.geoJSON(LAND, {
      interactive: false,
      style: { color: '#3a4f78', weight: 1, fillColor: '#1e2b47', fillOpacity: 1 },
    }).addTo(map);
    for (const p of points)
      L.circleMarker([p.lat!, p.lon!], {
        radius: 6,
        color: '#e5ecf6',
        weight: 1.5,
        fillColor: '#7cb4ff',
        fillOpacity: 0.9,
      })
        .bindTooltip(p.name, { direction: 'top', offset: [0, -6] })
        .addTo(map);
    return () => {
      map.remove();
    };
  }, [places]);
  // a figure, not an image: the map holds controls (zoom) a keyboard reaches
  return (
    <figure className="places-map-figure">
      <div ref={ref} className="places-map" />
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
