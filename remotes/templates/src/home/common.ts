// What (nearly) every template's home draws — its sections' frame, icons, pictures and first calls, and the
// sections most homes show: downloaded once with the home's module, not inside each template's own file
// (HomePage--<template>, compositions/). A module missing here is only repeated in those files (a site loads one);
// one listed here that few homes use is downloaded by all.
import '../components/Section';
import '../components/TintedImage';
import '../components/Emblem';
import '../components/icons';
import '../components/art/HeroArt';
import '../components/art/parts';
import '../components/chrome/NavLinks';
import '../content/localized';
import './api/get-promotions';
import './api/get-top10';
import './sections/PromotionDetails';
import './sections/CategoryTiles';
import './sections/HotGamesSection';
