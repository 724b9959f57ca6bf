import { describe, expect, it } from 'vitest';
import {
  GEO_MESSAGES, OSM_TILE_URL, boundingBox, geolocationMessage, tileImageSource, tileUrlFrom, parseCoordinatesText, pointInPolygon, pointsProblem, pointsToPolygon, pointsToText,
  polygonProblem, polygonToPoints, type GeoPolygon,
} from '../../contract/geo.ts';

const square: GeoPolygon = { type: 'Polygon', coordinates: [[[77, 28], [78, 28], [78, 29], [77, 29], [77, 28]]] };

describe('coordinates text', () => {
  it('reads "lat, lng" lines, skipping blank lines and a closing point', () => {
    expect(parseCoordinatesText('28.5, 77.1\n\n28.7 77.1\n28.7,\t77.3\n28.5, 77.1\n')).toEqual({
      ok: true,
      points: [{ lat: 28.5, lng: 77.1 }, { lat: 28.7, lng: 77.1 }, { lat: 28.7, lng: 77.3 }],
    });
  });
  it('empty text is no points', () => expect(parseCoordinatesText('  \n')).toEqual({ ok: true, points: [] }));
  it('names the line it cannot read', () => {
    const parsed = parseCoordinatesText('28.5, 77.1\nnorth, 77');
    expect(parsed).toEqual({ ok: false, message: `Line 2: ${GEO_MESSAGES.unreadable}` });
    expect(parseCoordinatesText('28.5, 77.1, 3')).toMatchObject({ ok: false });
  });
  it('refuses latitudes and longitudes out of range', () => {
    expect(parseCoordinatesText('91, 77')).toEqual({ ok: false, message: `Line 1: ${GEO_MESSAGES.latitudeRange}` });
    expect(parseCoordinatesText('28, -181')).toEqual({ ok: false, message: `Line 1: ${GEO_MESSAGES.longitudeRange}` });
  });
  it('reads a GeoJSON Polygon, Feature and FeatureCollection ([lng, lat])', () => {
    const points = [{ lat: 28, lng: 77 }, { lat: 28, lng: 78 }, { lat: 29, lng: 78 }, { lat: 29, lng: 77 }];
    expect(parseCoordinatesText(JSON.stringify(square))).toEqual({ ok: true, points });
    expect(parseCoordinatesText(JSON.stringify({ type: 'Feature', properties: {}, geometry: square }))).toEqual({ ok: true, points });
    expect(parseCoordinatesText(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: square }] }))).toEqual({ ok: true, points });
  });
  it('refuses other GeoJSON and broken JSON', () => {
    expect(parseCoordinatesText('{"type":"Point","coordinates":[77,28]}')).toEqual({ ok: false, message: GEO_MESSAGES.notPolygon });
    expect(parseCoordinatesText('{"type":')).toEqual({ ok: false, message: GEO_MESSAGES.unreadable });
    expect(parseCoordinatesText('{"type":"Polygon","coordinates":[[[77,28],[78,28],[78,29]]]}')).toEqual({ ok: false, message: GEO_MESSAGES.notClosed });
  });
  it('writes points back as text that reads the same', () => {
    const points = polygonToPoints(square);
    expect(pointsToText(points)).toBe('28, 77\n28, 78\n29, 78\n29, 77');
    expect(parseCoordinatesText(pointsToText(points))).toEqual({ ok: true, points });
  });
});

describe('polygon validity', () => {
  it('closes the ring when making a polygon', () => {
    expect(pointsToPolygon(polygonToPoints(square))).toEqual(square);
  });
  it('accepts a closed ring of three or more distinct points', () => {
    expect(polygonProblem(square)).toBeNull();
    expect(pointsProblem([{ lat: 1, lng: 1 }, { lat: 2, lng: 1 }, { lat: 2, lng: 2 }])).toBeNull();
  });
  it('says what is wrong', () => {
    expect(polygonProblem(null)).toBe(GEO_MESSAGES.boundaryRequired);
    expect(pointsProblem([])).toBe(GEO_MESSAGES.boundaryRequired);
    expect(polygonProblem({ type: 'Point', coordinates: [77, 28] })).toBe(GEO_MESSAGES.notPolygon);
    expect(polygonProblem({ type: 'Polygon', coordinates: [] })).toBe(GEO_MESSAGES.notPolygon);
    expect(polygonProblem({ type: 'Polygon', coordinates: [square.coordinates[0], square.coordinates[0]] })).toBe(GEO_MESSAGES.oneRing);
    expect(polygonProblem({ type: 'Polygon', coordinates: [[[77, 28], [78, 28], [78, 29]]] })).toBe(GEO_MESSAGES.notClosed);
    expect(polygonProblem({ type: 'Polygon', coordinates: [[[77, 28], [78, 28], [77, 28], [78, 28], [77, 28]]] })).toBe(GEO_MESSAGES.tooFewPoints);
    expect(pointsProblem([{ lat: 1, lng: 1 }, { lat: 2, lng: 1 }])).toBe(GEO_MESSAGES.tooFewPoints);
    expect(polygonProblem({ type: 'Polygon', coordinates: [[[77, 95], [78, 28], [78, 29], [77, 95]]] })).toBe(GEO_MESSAGES.latitudeRange);
    expect(polygonProblem({ type: 'Polygon', coordinates: [[[190, 28], [78, 28], [78, 29], [190, 28]]] })).toBe(GEO_MESSAGES.longitudeRange);
    expect(polygonProblem({ type: 'Polygon', coordinates: [[[77, '28'], [78, 28], [78, 29], [77, 28]]] })).toBe(GEO_MESSAGES.notPolygon);
  });
});

describe('point in polygon', () => {
  it('finds points inside and outside', () => {
    expect(pointInPolygon({ lat: 28.5, lng: 77.5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 29.5, lng: 77.5 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 28.5, lng: 76.9 }, square)).toBe(false);
  });
  it('follows a concave outline', () => {
    // An L: the notch at the top right is outside.
    const l: GeoPolygon = pointsToPolygon([{ lat: 0, lng: 0 }, { lat: 0, lng: 2 }, { lat: 1, lng: 2 }, { lat: 1, lng: 1 }, { lat: 2, lng: 1 }, { lat: 2, lng: 0 }]);
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, l)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1.5 }, l)).toBe(false);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, l)).toBe(true);
  });
  it('gives the bounding box', () => expect(boundingBox(square)).toEqual({ minLat: 28, maxLat: 29, minLng: 77, maxLng: 78 }));
});

describe('map tiles', () => {
  it('default to OpenStreetMap; an empty value means none', () => {
    expect(tileUrlFrom(undefined)).toBe(OSM_TILE_URL);
    expect(tileUrlFrom('')).toBeNull();
    expect(tileUrlFrom('  ')).toBeNull();
    expect(tileUrlFrom('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
  });
  it('name the image source the page must allow', () => {
    expect(tileImageSource(OSM_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource(null)).toBeNull();
  });
});

describe('geolocation failures', () => {
  it('say exactly the texts of console.md §8', () => {
    expect(geolocationMessage({ code: 1 })).toBe('Please enable your location in the settings');
    expect(geolocationMessage({ code: 2 })).toBe('Unable to fetch your location, please choose location manually');
    expect(geolocationMessage({ code: 3 })).toBe('Unable to fetch your location, please choose location manually');
    expect(geolocationMessage(null)).toBe('Unable to fetch your location, please choose location manually');
  });
});
