export { openRecommendations, toRecommendation, vehicleKey } from "./open-recommendations";
export { addRecommendationToEstimate } from "./add-recommendation";
