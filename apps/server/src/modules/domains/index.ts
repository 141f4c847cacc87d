export {
  type DomainRow,
  findDomainByHost,
  findDomainById,
  insertDomain,
  listDomains,
  type NewDomain,
} from './repo';
