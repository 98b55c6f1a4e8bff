import PlaceholderRoute from '../../../app/routes/placeholder-route';

// Stub until its screen lands; the route is wired already.
export default PlaceholderRoute;
