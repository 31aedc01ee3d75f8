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

/** at least MIN_SPAN degrees each way around the places: one inland place (Susa, for Esther) at
 * the closest zoom showed a marker on a plain of land, with no coast or neighbour to place it by */
const MIN_SPAN = 4;

function view(points: PlaceRef[]) {
  const bounds = L.latLngBounds(points.map((p) => [p.lat!, p.lon!] as [number, number]));
  const c = bounds.getCenter();
  const half = MIN_SPAN / 2;
  return bounds
    .extend([c.lat - half, c.lng - half])
    .extend([c.lat + half, c.lng + half])
    .pad(0.35);
}

export default function PlacesMap({ places, label }: { places: PlaceRef[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const map = L.map(ref.current!, { zoomSnap: 0.5, maxZoom: 10, minZoom: 2, worldCopyJump: true });
    map.attributionControl.setPrefix(false).addAttribution('Natural Earth');
    // the view first: Leaflet draws a layer against the map's view when it is added
    const points = places.filter((p) => p.lat !== null && p.lon !== null);
    if (points.length) map.fitBounds(view(points), { maxZoom: 8 });
    else map.setView([31.8, 35.2], 6);
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
        // one place is named on the map itself; several are named on hover (and listed below)
        .bindTooltip(p.name, { direction: 'top', offset: [0, -6], permanent: points.length === 1 })
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
