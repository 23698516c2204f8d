export {
  createCall,
  createRequest,
  dataOr,
  FeedbackBridge,
  getMessage,
  getToken,
  hasPermission,
  isOkCode,
  listOrEmpty,
  RequestError,
  themeMotion,
} from '@console/web-kit';
